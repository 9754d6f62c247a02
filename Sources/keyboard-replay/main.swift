import Foundation
import KeyboardBroadcast

print("keyboard-replay: placeholder")
