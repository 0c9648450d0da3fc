// ptoc: vlayout --report
// vscatter is not in the solver's dispatch (cause 2): the generic rule needs a
// vector result
func.func @scatter(%x: memref<64xi32>, %o: memref<256xi32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %v = ave.hir.vload <NORM> %x[%c0] : memref<64xi32> into vector<64xi32>
  ave.hir.vscatter %o[%c0], %v, %v, %m : memref<256xi32>, vector<64xi32>, vector<64xi32>, vector<64xi1>
  return
}
