-- Registers on luassert and say, sets a parameter, and leaves a global and a module of its own
-- for the next file (b_uses_fixture.lua) to look for.
local say = require("say")
say:set("assertion.carried_even.positive", "Expected %s to be even")
say:set("assertion.carried_even.negative", "Expected %s not to be even")
assert:register("assertion", "carried_even", function(_, arguments) return arguments[1] % 2 == 0 end,
  "assertion.carried_even.positive", "assertion.carried_even.negative")
say:set("carried.greeting", "hello from the first file")
assert:add_formatter(function(value)
  if type(value) == "table" and value.carried_point then return "<point " .. value.x .. ">" end
end)
assert:set_parameter("CarriedParameter", 42)
local match = require("luassert.match")
assert:register("matcher", "carried_odd", function() return function(value) return value % 2 == 1 end end)
CarriedGlobal = "set by the first file"
package.loaded.carried_module = { from = "the first file" }
-- A luassert module no one loaded before: busted's insulation drops it after this file (its
-- load sets say's language, set back here, as say is the one every file uses).
require("luassert.languages.de")
say:set_namespace("en")

describe("a file that registers", function()
  it("uses what it registered", function()
    assert.is_carried_even(2)
    assert.is_not.carried_even(3)
    assert.equal("hello from the first file", say("carried.greeting"))
    assert.equal(42, assert:get_parameter("CarriedParameter"))
    assert.is_true(match.carried_odd()(3))
  end)
end)
