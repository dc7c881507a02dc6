import TabHostKit
