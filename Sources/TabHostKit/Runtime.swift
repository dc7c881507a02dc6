import TabCore
import LuaBridge
