-- A reload's merge of the script's state (Session.swift runs it as `tabhost/reload.lua`).
--
-- The old state (its copy, whose tables keep their identities, so cycles through the root
-- survive) with the keys only the new script's state has added: the old values win, and the
-- new sequence is taken only when the old state has none.
return function(new, old)
  if type(old) ~= "table" then return new end
  if type(new) ~= "table" then return old end
  local skip = rawget(old, 1) ~= nil and rawlen(new) or 0
  for key, value in next, new do
    local inSequence = math.type(key) == "integer" and key >= 1 and key <= skip
    if rawget(old, key) == nil and not inSequence then rawset(old, key, value) end
  end
  return old
end
