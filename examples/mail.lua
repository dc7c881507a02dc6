-- A mail client: badges on the folders, a disabled folder with its reason, a toggle and a
-- Compose button, the script's own status row, and the initial visit through onOpen.
-- Pages line up their columns with tab characters (tab stops every 8 columns).
local tabhost = require "tabhost"

local inbox = {
  "From\tSubject",
  "ada\tThe analytical engine",
  "bob\tLunch?",
  "eve\tRe: keys",
}

local function unread(c)
  return c:tab("inbox").badgeValue or 0
end

return tabhost.container {
  state = { drafts = 0 },
  style = {
    tabsSeparator = "│",
    barTintColor = "#3f51b5",
    titlesFontColor = "#c5cae9",
    selectedItemTintColor = "brightWhite",
    indicatorColor = "#ffd54f",
    bottomDividerColor = "#303f9f",
  },
  tabs = {
    { id = "inbox", title = "Inbox", badgeValue = 3, page = inbox },
    { id = "drafts", title = "Drafts", badgeValue = "",
      page = function(ctx) return ("%d drafts"):format(ctx.state.drafts) end },
    { id = "sent", title = "Sent", page = "Nothing sent today." },
    { id = "spam", title = "Spam", disabled = "spam is filtered on the server" },
    { id = "archive", title = "Archive", page = "2024\t118 messages\n2025\t96 messages" },
    { id = "notify", title = "Notify", kind = "toggle", on = true },
    { id = "compose", title = "Compose", kind = "button", action = function(c)
        c.state.drafts = c.state.drafts + 1
        c:tab("drafts").badgeValue = c.state.drafts
        c.status = "draft saved"
      end },
  },
  keys = { ["ctrl+n"] = function(c) c:select("drafts", { animated = true }) end },

  -- The initial selection calls no didSelect: onOpen is the first visit.
  onOpen = function(c) c.status = ("%d unread"):format(unread(c)) end,
  didSelect = function(c, item)
    if item.id == "inbox" then
      item.badgeValue = nil
      c.status = "all read"
    elseif item.id == "notify" then
      c.status = item.on and "notifications on" or "notifications off"
    end
  end,
}
