import Testing
@testable import TabHostKit
