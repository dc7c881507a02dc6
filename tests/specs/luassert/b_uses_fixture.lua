-- Runs after a_registers_fixture.lua in the same run: luassert is the one that file used.
describe("a later file", function()
  it("uses the assertion the first file registered", function()
    assert.is_carried_even(4)
  end)

  it("fails with the message the first file set", function()
    assert.is_carried_even(5)
  end)

  it("reads say's message and the parameter the first file set", function()
    assert.equal("hello from the first file", require("say")("carried.greeting"))
    assert.equal(42, assert:get_parameter("CarriedParameter"))
  end)

  it("uses the matcher the first file registered", function()
    assert.is_true(match.is_carried_odd()(7))
  end)

  it("formats with the formatter the first file added", function()
    assert.same({ carried_point = true, x = 1 }, { carried_point = true, x = 2 })
  end)

  it("finds the same luassert as the first file did", function()
    assert.equal(assert, require("luassert"))
    assert.equal(spy, require("luassert.spy"))
  end)

  it("does not see the first file's global", function()
    assert.is_nil(CarriedGlobal)
  end)

  it("does not see the module the first file put in package.loaded", function()
    assert.is_nil(package.loaded.carried_module)
  end)

  it("does not see the luassert module the first file required itself", function()
    assert.is_nil(package.loaded["luassert.languages.de"])
  end)
end)
