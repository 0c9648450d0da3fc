// ptoc: vlayout --emit=mlir
// multi-result ops: mull's two results share one written type; a two-result
// DINTLV load (`%d:2`, used as %d#0 / %d#1) types each result; vintlv's
// source and result types are rewritten for both operands and both results
func.func @multi(%in: memref<128xi16>, %out: memref<128xi16>, %o32: memref<64xi32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %x = ave.hir.vload <NORM> %o32[%c0] : memref<64xi32> into vector<64xi32>
  %lo, %hi = ave.hir.mull %x, %x, %m : vector<64xi32>, vector<64xi1>
  ave.hir.masked_store <NORM_B32> %o32[%c0], %m, %lo : memref<64xi32>, vector<64xi1>, vector<64xi32>
  ave.hir.masked_store <NORM_B32> %o32[%c0], %m, %hi : memref<64xi32>, vector<64xi1>, vector<64xi32>
  %d:2 = ave.hir.vload <DINTLV_B16> %in[%c0] : memref<128xi16> into vector<128xi16>, vector<128xi16>
  %i1, %i2 = ave.hir.vintlv %d#0, %d#1 : vector<128xi16>, vector<128xi16>
  %k = ave.hir.pge <ALL> : vector<128xi1>
  ave.hir.masked_store <NORM_B16> %out[%c0], %k, %i1 : memref<128xi16>, vector<128xi1>, vector<128xi16>
  ave.hir.masked_store <NORM_B16> %out[%c0], %k, %i2 : memref<128xi16>, vector<128xi1>, vector<128xi16>
  return
}
