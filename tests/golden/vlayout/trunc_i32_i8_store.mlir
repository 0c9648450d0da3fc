// ptoc: vlayout --report
// append-vector-layout: i32 -> i8 trunc gives b8_4vl, the i8 store pk4, all i1/i32 b32
func.func @test_vector_layout_attr(%in: memref<64xi32>, %out: memref<64xi8>) {
  %c0 = arith.constant 0 : index
  %m = ave.hir.pge <ALL> : vector<64xi1>
  %a = ave.hir.vload <NORM> %in[%c0] : memref<64xi32> into vector<64xi32>
  %t = ave.hir.vtrunci %a, false, %m {pp = #ave.vcvt_pp_type<pp0>} : vector<64xi32>, vector<64xi8>, vector<64xi1>
  ave.hir.masked_store <NORM_B8> %out[%c0], %m, %t : memref<64xi8>, vector<64xi1>, vector<64xi8>
  return
}
