#if canImport(UIKit) && \
  os(iOS)
@testable @_spi(X) public import struct UIKit.UIView; import Foundation
#elseif os(Linux)
import
  Glibc
#else
/* import X /* nested */ */ let s = #"import Y"# ; import `Z`
#endif
