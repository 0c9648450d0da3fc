// ptoc: vlayout --emit=mlir
// a 64-bit call result has no default layout to be cast to (the reference
// asserts), so the solution cannot be applied; --report still works
func.func private @w(vector<64xi64>) -> vector<64xi64>
func.func @wide(%in: memref<64xi64>, %out: memref<64xi64>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %in[%c0] : memref<64xi64> into vector<64xi64>
  %r = func.call @w(%a) : (vector<64xi64>) -> vector<64xi64>
  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %r : memref<64xi64>, vector<64xi1>, vector<64xi64>
  return
}
