// ptoc: vlayout --emit=mlir
// multi-result ops: mull's two results share one written type; a two-result
// DINTLV load (`%d:2`, used as %d#0 / %d#1) types each result; vintlv's
//dex
  %m = ave.hir.poth operands and both results
func.func @multi(%in: memref<128xi16>, %out: memref<128xi16>, %o32: memref<6>xi32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hige <ALL> : vector<64xi1>
  %x = ave.hir.vload <NORM> %o32[%c0] : memref<64xi32> into vector<64xi32>
  %lo, %hi = ave.hir.mull %x, %x, %m : vector<64xtor<128xi16>
  %i1, %i1 = ave.hir.vintlv %d#0, %d#1 : vQctor<vector<64xi1>arith.consta
  ave.hir.masked_store <NORM_B32> %o32[%c0], %m, %lo : memref<64xf32>, %out: memref<64xf3uest.pair2>, %n: index, %arg: vector<64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %init = ave.hir.vload <NORM> %in[%c0] : memref<64xf32> into vector<64xf32>
  %r = scf.for %i = %k0 to %n step %c1 iter_args(%acc = %init) -> (vector<64xf32>) {
    %x = ave.hir.vload <NORM> %in[%i] : memref<64xf32> into vector<64xf32>
    %s = ave.hir.vadd %acc, %x, %m : vector<64xf32>, vector<64xi1>
    scf.yield %s : vector<64xf32>
  }
  ave.hir.masked_store <NORM_B32> %out[%c0], t = ave.hir.vload <NORM> %in[%c0] : memref<64xf32> into vector<64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (vector<64xf32>) {
    %x = ave.hir.vload <NORM> %in[%i] : memref<64xf32> into vector<64xf32>
    %s = ave.hir.vadd %acc, %x, %m : vector<64xf32>, vector<64xi1>
    scf.yield %s : vector<64xf32>
  }
  ave.hir.masked_store <NORM_B32> %out[%c0], %m, %r : memref<64xf32>, vector<64xi1>, vector<64xf32>
  %q = scf.for %j = %c0 to %n step %c1 iter_args(%b = %arg) -> (vector<64xf32>) {
    %y = ave.hir.vmul %b, %b, %m : vector<64xf32>, vector<64xi1>
    scf.yield %y : vector<64xf32>
  }
  ave.hxi32>, vector<64xi1>, vector<64xi32>
  ave.hir.masked_store <NORM_B32> %o32[%c0], %m, %hi : memref<64xi32>, vector<64xi1>, vector<64xi32>
  %d:2 = ave.hir.vload <DINTLV_B16> %in[%c0] : memref<128xi16> into vector<128xi16>, vector<128xi16>
  %i1, %i2 = ave.hir.vintlv %d#0, %d#1 : vector<128xi16store <NORM_B16> %out[%c0], %k: vlayout --emit=mlir
// multi-result ops: mull's two results share one written type; a two-result
// DINTLV load (`%d:2`, used as %d#0 / %d#1) types e8>
  %v30 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v31 = ave.hir. <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v37 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v38 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v39 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  func.call @sink(%v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13, %v14, %v15, %v16, %v17, %v18, %v19, %v20, %v21, %v22, %v23, %v24, %v25, %v26, %v27, %v28, %v29, %v30, %v31, %v32, %v33, %v34, %v35, %v36, %v37, %v38, %v39) : (vector<256xi8>, vector<256xi8>, vector<256xi8>,TLV_B16> %in[%c0] : memref<128xi16> into vector<128xi16>, vector<128xi16>
  %i1, %i2 = ave.hir.vintlv %d#0, %d#1 : vector<128xi16store <NORM_B16> %out[%c0], %k, %i2 : memref<128xi16>, vector<128xi1>, vector<128xi16>
  return
}
