// ptoc: vlayout --report
// exit: 1
func.func @bad(%x: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %v = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  %w = ave.hir.vadd %v, %nope, %m : vector<64xf32>, vector<64xi1>
  return
}
