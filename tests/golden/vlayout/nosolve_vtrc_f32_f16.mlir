// ptoc: vlayout --report
func.func @vtrc_nosolve(%arg0: memref<256xf32>, %arg1: memref<256xf16>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %arg0[%c0] : memref<256xf32> into vector<64xf32>
  %r = ave.hir.vtrc %a, <rint>, %m : vector<64xf32>, vector<64xi1>, vector<64xf16>
  ave.hir.masked_store <NORM_B16> %arg1[%c0], %m, %r : memref<256xf16>, vector<64xi1>, vector<64xf16>
  return
}
