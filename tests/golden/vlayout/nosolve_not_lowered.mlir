// ptoc: vlayout --report
// a vector op left unlowered (vector.store) is a store-like op without vector
// result: No Solve at it (cause 1); the i1 store after it in program order was
// processed first and left 3 candidates
func.func @unlowered(%x: memref<64xf32>, %o: memref<64xi1>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %v = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  vector.store %v, %x[%c0] : memref<64xf32>, vector<64xf32>
  ave.hir.masked_store <NORM_B8> %o[%c0], %m, %m : memref<64xi1>, vector<64xi1>, vector<64xi1>
  return
}
