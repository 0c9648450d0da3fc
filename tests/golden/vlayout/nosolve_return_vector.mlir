// ptoc: vlayout --report
// func.return of a vector has no vector result: the generic rule (R16) yields
// nothing, the first processed op fails with one (empty) candidate before it
func.func @ret(%x: memref<64xf32>) -> vector<64xf32> {
  %c0 = arith.constant 0 : index
  %v = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  return %v : vector<64xf32>
}
