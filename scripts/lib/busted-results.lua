-- A busted output handler for scripts/compare-busted (busted -o scripts/lib/busted-results.lua):
-- one line per result as busted's base handler counts them, `status<TAB>full name`, with
-- status success, failure, error or pending.
return function(options)
  local busted = require "busted"
  local handler = require "busted.outputHandlers.base"()
  local function emit(status, list)
    for _, result in ipairs(list) do
      io.write(status, "\t", (tostring(result.name):gsub("[\t\n]", " ")), "\n")
    end
  end
  handler.suiteEnd = function()
    emit("success", handler.successes)
    emit("failure", handler.failures)
    emit("error", handler.errors)
    emit("pending", handler.pendings)
    io.flush()
    return nil, true
  end
  busted.subscribe({ "suite", "end" }, handler.suiteEnd)
  return handler
end
