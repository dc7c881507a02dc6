/// The Lua chunk that extends `assert` in spec files (SPEC section 7), busted-compatible:
/// `assert.equal(expected, actual)`, `assert.same` (deep, listing the differing paths),
/// `assert.truthy`, `assert.falsy`, `assert.matches(pattern, s)`, `assert.error(fn
/// [, pattern])`, `assert.is_true`, `assert.is_false`, `assert.is_nil`, luassert's word
/// chains (`assert.are.same`, `assert.is_not.equal`, `assert.is_not_nil`, ...), and
/// `assert(v, msg)` itself. Each takes an optional message last.
///
/// A failure raises `message\ndetails` at the spec line that called the assertion (level 3:
/// the error is raised by `raise`, called by the assertion, called by the spec) and first
/// hands the parts to the host's `failed(text, message, details, expected, actual)`, so
/// reporters get expected and actual apart.
///
/// The chunk returns `function(failed)`.
enum AssertPrelude {
    static let source = #"""
    return function(failed)
      local G = _G
      local type, tostring, tonumber, pairs, ipairs, error, pcall, rawequal, setmetatable =
        type, tostring, tonumber, pairs, ipairs, error, pcall, rawequal, setmetatable
      local sformat, sfind, sgsub, smatch = string.format, string.find, string.gsub, string.match
      local concat, sort = table.concat, table.sort
      local mathtype = math.type

      -- Values as a spec author writes them: strings quoted, tables as constructors.
      local show

      local escapes = { ["\n"] = "\\n", ["\t"] = "\\t", ["\r"] = "\\r", ['"'] = '\\"', ["\\"] = "\\\\" }
      local function quote(s)
        return '"' .. sgsub(s, '[%c"\\]', function(c) return escapes[c] or sformat("\\%03d", c:byte()) end) .. '"'
      end

      -- A multi-line string as a long bracket literal, so screens read as screens.
      local function long(s)
        local level = ""
        while sfind(s, "]" .. level .. "]", 1, true) do level = level .. "=" end
        return "[" .. level .. "[\n" .. s .. "]" .. level .. "]"
      end

      local function showString(s)
        if sfind(s, "\n", 1, true) and not sfind(s, "[\0-\8\11-\31\127]") then return long(s) end
        return quote(s)
      end

      local function showNumber(n)
        local text = tostring(n)
        if mathtype(n) == "float" and n == n and tonumber(text) ~= n then text = sformat("%.17g", n) end
        return text
      end

      local rank = { number = 1, string = 2, boolean = 3 }
      local function before(a, b)
        local ra, rb = rank[type(a)] or 4, rank[type(b)] or 4
        if ra ~= rb then return ra < rb end
        if ra <= 2 then return a < b end
        return tostring(a) < tostring(b)
      end

      local function keysOf(t)
        local keys = {}
        for key in pairs(t) do keys[#keys + 1] = key end
        sort(keys, before)
        return keys
      end

      local function isName(key)
        return type(key) == "string" and smatch(key, "^[%a_][%w_]*$") ~= nil
      end

      function show(value, depth, seen)
        local kind = type(value)
        if kind == "string" then return showString(value) end
        if kind == "number" then return showNumber(value) end
        if kind ~= "table" then return tostring(value) end
        depth, seen = depth or 0, seen or {}
        if seen[value] then return "<cycle>" end
        if depth >= 4 then return "{...}" end
        seen[value] = true
        local parts, position = {}, 1
        for _, key in ipairs(keysOf(value)) do
          if #parts == 30 then parts[#parts + 1] = "..." break end
          local shown = show(value[key], depth + 1, seen)
          if key == position then
            parts[#parts + 1] = shown
            position = position + 1
          else
            parts[#parts + 1] = (isName(key) and key or "[" .. show(key) .. "]") .. " = " .. shown
          end
        end
        seen[value] = nil
        return #parts == 0 and "{}" or "{ " .. concat(parts, ", ") .. " }"
      end

      local function pathTo(path, key)
        if isName(key) then return path == "" and key or path .. "." .. key end
        return path .. "[" .. show(key) .. "]"
      end

      -- Appends { path, expected, actual } for every leaf where the values differ (20 at
      -- most; found.more counts the rest).
      local function differences(expected, actual, path, found, seen)
        if type(expected) == "table" and type(actual) == "table" then
          if rawequal(expected, actual) or seen[expected] == actual then return end
          seen[expected] = actual
          local keys = {}
          for key in pairs(expected) do keys[key] = true end
          for key in pairs(actual) do keys[key] = true end
          for _, key in ipairs(keysOf(keys)) do
            differences(expected[key], actual[key], pathTo(path, key), found, seen)
          end
        elseif not (expected == actual or (expected ~= expected and actual ~= actual)) then
          if #found < 20 then
            found[#found + 1] = { path = path, expected = expected, actual = actual }
          else
            found.more = (found.more or 0) + 1
          end
        end
      end

      local function expectedActual(expected, actual)
        return "expected: " .. show(expected) .. "\nactual:   " .. show(actual)
      end

      local function custom(message, default)
        if message ~= nil then return tostring(message) end
        return default
      end

      -- Each check returns nothing when the assertion holds, else
      -- message, details, expected, actual.
      local checks = {}

      function checks.equal(negated, label, expected, actual, message)
        if (expected == actual) ~= negated then return end
        if negated then
          return custom(message, label .. ": values are equal"), "value: " .. show(actual), show(expected), show(actual)
        end
        local details = expectedActual(expected, actual)
        if type(expected) == "table" and type(actual) == "table" then
          local found = {}
          differences(expected, actual, "", found, {})
          if #found == 0 then details = details .. "\n(two tables with the same contents: assert.same compares contents)" end
        end
        return custom(message, label .. ": values differ"), details, show(expected), show(actual)
      end

      function checks.same(negated, label, expected, actual, message)
        local found = {}
        differences(expected, actual, "", found, {})
        if (#found == 0) ~= negated then return end
        if negated then
          return custom(message, label .. ": values are the same"), "value: " .. show(actual), show(expected), show(actual)
        end
        if type(expected) ~= "table" or type(actual) ~= "table" then
          return custom(message, label .. ": values differ"), expectedActual(expected, actual), show(expected), show(actual)
        end
        local count = #found + (found.more or 0)
        local lines = {}
        for _, difference in ipairs(found) do
          lines[#lines + 1] = sformat("  %s: expected %s, got %s", difference.path, show(difference.expected), show(difference.actual))
        end
        if found.more then lines[#lines + 1] = sformat("  ... and %d more", found.more) end
        lines[#lines + 1] = expectedActual(expected, actual)
        local summary = sformat("%s: tables differ at %d %s", label, count, count == 1 and "path" or "paths")
        return custom(message, summary), concat(lines, "\n"), show(expected), show(actual)
      end

      local function predicate(holds, wanted, unwanted)
        return function(negated, label, value, message)
          if holds(value) ~= negated then return end
          local expected = negated and unwanted or wanted
          return custom(message, label .. ": expected " .. expected), "actual: " .. show(value), expected, show(value)
        end
      end
      checks.truthy = predicate(function(v) return not not v end, "a truthy value", "a falsy value")
      checks.falsy = predicate(function(v) return not v end, "a falsy value", "a truthy value")
      checks["true"] = predicate(function(v) return v == true end, "true", "a value other than true")
      checks["false"] = predicate(function(v) return v == false end, "false", "a value other than false")
      checks["nil"] = predicate(function(v) return v == nil end, "nil", "a value other than nil")

      -- Level 3 for argument errors: the spec line calling the assertion calling this.
      local function argument(value, expected, position, label)
        if type(value) ~= expected then
          error(sformat("bad argument #%d to '%s' (%s expected, got %s)", position, label, expected, type(value)), 3)
        end
      end

      function checks.matches(negated, label, pattern, subject, message)
        argument(pattern, "string", 1, label)
        local text = type(subject) == "number" and tostring(subject) or subject
        local found = false
        if type(text) == "string" then
          local ok, result = pcall(sfind, text, pattern)
          if not ok then error(sformat("bad argument #1 to '%s' (%s)", label, tostring(result)), 3) end
          found = result ~= nil
        end
        if found ~= negated then return end
        local summary = negated and ": the string matches" or ": no match"
        return custom(message, label .. summary), "pattern: " .. show(pattern) .. "\nactual:  " .. show(subject),
          show(pattern), show(subject)
      end

      local function errorText(value)
        if type(value) == "string" then return value end
        return tostring(value)
      end

      -- The pattern matches as plain text or as a Lua pattern.
      local function matching(text, pattern)
        if sfind(text, pattern, 1, true) then return true end
        local ok, found = pcall(sfind, text, pattern)
        return ok and found ~= nil
      end

      function checks.error(negated, label, fn, pattern, message)
        argument(fn, "function", 1, label)
        if pattern ~= nil then argument(pattern, "string", 2, label) end
        local ok, raised = pcall(fn)
        if negated then
          if ok then return end
          return custom(message, label .. ": the function raised an error"), "error: " .. show(errorText(raised)),
            "no error", show(errorText(raised))
        end
        if ok then
          local wanted = pattern and "an error matching " .. show(pattern) or "an error"
          return custom(message, label .. ": the function raised no error"), "expected: " .. wanted, wanted, "no error"
        end
        if pattern == nil or matching(errorText(raised), pattern) then return end
        return custom(message, label .. ": the error does not match"),
          "pattern: " .. show(pattern) .. "\nerror:   " .. show(errorText(raised)), show(pattern), show(errorText(raised))
      end

      -- Level 3: the spec line that called the assertion that called raise.
      local function raise(message, details, expected, actual)
        local text = details ~= "" and message .. "\n" .. details or message
        failed(text, message, details, expected, actual)
        error(text, 3)
      end

      local function entry(check, negated, label)
        return function(...)
          local message, details, expected, actual = check(negated, label, ...)
          if message ~= nil then raise(message, details or "", expected, actual) end
        end
      end

      local positive, negative = {}, {}
      for _, name in ipairs { "equal", "same", "truthy", "falsy", "matches", "error", "true", "false", "nil" } do
        positive[name] = entry(checks[name], false, "assert." .. name)
        negative[name] = entry(checks[name], true, "assert.is_not." .. name)
      end
      for alias, name in pairs { equals = "equal", match = "matches", has_error = "error", errors = "error", has_errors = "error" } do
        positive[alias], negative[alias] = positive[name], negative[name]
      end
      local names = {}
      for name in pairs(positive) do names[#names + 1] = name end
      for _, name in ipairs(names) do
        positive["is_" .. name], positive["are_" .. name] = positive[name], positive[name]
        positive["is_not_" .. name], positive["are_not_" .. name] = negative[name], negative[name]
        positive["not_" .. name] = negative[name]
      end
      positive.is, positive.are, positive.has = positive, positive, positive
      positive.is_not, positive.are_not, positive.has_no = negative, negative, negative

      G.assert = setmetatable({}, {
        __index = positive,
        __call = function(_, value, message, ...)
          if not value then raise(custom(message, "assertion failed!"), "", nil, nil) end
          return value, message, ...
        end,
      })
    end
    """#
}
