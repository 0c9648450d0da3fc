// ptoc: vlayout --report
// test_preg_arith_op_lowering: i1 loads reach an f32 select through
// unrealized_conversion_casts, which pass the state along whatever the types
// (vector -> vector of another shape, and through a scalar)
func.func @casts(%p: memref<64xi1>, %x: memref<64xf32>, %o: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %l = ave.hir.vload <NORM> %p[%c0] : memref<64xi1> into vector<256xi1>
  %c = builtin.unrealized_conversion_cast %l : vector<256xi1> to vector<64xi1>
  %f = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  %s = ave.hir.vsel %c, %f, %f : vector<64xi1>, vector<64xf32>
  ave.hir.masked_store <NORM_B32> %o[%c0], %m, %s : memref<64xf32>, vector<64xi1>, vector<64xf32>
  return
}
