import TabCore
