// ptoc: vlayout --report
// test_i8_4vl_load_used_by_vcmp: an f32 vsel forces its selector to b32, so the
// i8 compare inputs are b8_4vl and their load pk4; pge<VL16> pb32
func.func @test_i8_4vl_load_used_by_vcmp(%a: memref<64xi8>, %x: memref<64xf32>, %o: memref<64xf32>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <VL16> : vector<64xi1>
  %l = ave.hir.vload <NORM> %a[%c0] : memref<64xi8> into vector<64xi8>
  %z = ave.hir.vload <NORM> %a[%c0] : memref<64xi8> into vector<64xi8>
  %c = ave.hir.vcmp <NE> %l, %z, %m : vector<64xi8>, vector<64xi1> -> vector<64xi1>
  %f = ave.hir.vload <NORM> %x[%c0] : memref<64xf32> into vector<64xf32>
  %s = ave.hir.vsel %c, %f, %f : vector<64xi1>, vector<64xf32>
  ave.hir.masked_store <NORM_B32> %o[%c0], %m, %s : memref<64xf32>, vector<64xi1>, vector<64xf32>
  return
}
