// ptoc: vlayout --report
// exit: 1
func.func @idx(%x: memref<64xindex>) {
  %c0 = arith.constant 0 : index
  %v = ave.hir.vload <NORM> %x[%c0] : memref<64xindex> into vector<64xindex>
  return
}
