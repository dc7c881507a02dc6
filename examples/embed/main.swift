// Embedding tabhost in a Swift program (SPEC section 10): load a script, send events, read
// the frame as text and as cells, and see which callbacks ran, without a terminal.
//
//   swift run embed-example examples/btab.lua
import Glibc
import TabCore
import TabHostKit

let path = CommandLine.arguments.dropFirst().first ?? "examples/btab.lua"
let session: Session
do {
    session = try Session(path: path)
} catch {
    print(error.description)  // file:line: message, one problem per line
    exit(2)
}

let host = session.host
host.setInitialSize(width: 40, height: 6)
host.press("right")            // a key, by its SPEC section 7 name
host.activate("3")             // a user activation of the item with id "3"
host.click(x: 3, y: 1)         // a click at column 3, row 1 (1-based), on the first tab

let frame = host.frame()
print(frame.screen.text)       // the frame as text
let cell = frame.screen[2, 0]  // one cell: its grapheme and style
print("cell (2, 0): '\(cell.symbol)' bold=\(cell.style.attributes.contains(.bold))")
print("hit (3, 1): \(frame.hits.hit(x: 2, y: 0).map { "\($0.id ?? "-") \($0.part.rawValue)" } ?? "none")")
print("callbacks: \(host.log.joined(separator: ", "))")
print("errors: \(host.errors.count)")
