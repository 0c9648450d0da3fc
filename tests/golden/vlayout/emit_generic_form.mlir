// ptoc: vlayout --emit=mlir
// generic-form ops: operand types are rebuilt by position in `(T...) -> R`,
// functionType is added after the properties or merged into the attribute
// dictionary (entries sorted by name, an old functionType replaced); a
// generic call is cast like a pretty one; a result without a state (%u#1,
// read only by a layout-free layout_cast) takes the state of the op's first
// vector result (b16_2vl, from the pk store under the b32 mask)
func.func private @h(vector<64xf32>) -> vector<64xf32>
func.func @generic(%in: memref<64xf32>, %out: memref<64xf32>, %in16: memref<128xi16>, %out16: memref<128xi16>) {
  %c0 = arith.constant 0 : index
  %m = "ave.hir.pge"() <{pattern = #ave.pge_pattern<ALL>}> : () -> vector<64xi1>
  %v = "ave.hir.vload"(%in, %c0) <{dist = #ave.load_dist<NORM>}> : (memref<64xf32>, index) -> vector<64xf32>
  %s = "ave.hir.vadd"(%v, %v, %m) : (vector<64xf32>, vector<64xf32>, vector<64xi1>) -> vector<64xf32>
  %h = "func.call"(%s) <{callee = @h}> : (vector<64xf32>) -> vector<64xf32>
  "ave.hir.masked_store"(%out, %c0, %m, %h) <{dist = #ave.store_dist<NORM_B32>}> {hivm.is_continuous, ave.unaligned_ub_access} : (memref<64xf32>, index, vector<64xi1>, vector<64xf32>) -> ()
  "ave.hir.masked_store"(%out, %c0, %m, %s) {functionType = #ave.func_dist_type<pk>} : (memref<64xf32>, index, vector<64xi1>, vector<64xf32>) -> ()
  %w = "ave.hir.vload"(%in16, %c0) <{dist = #ave.load_dist<NORM>}> : (memref<128xi16>, index) -> vector<128xi16>
  %u:2 = "test.pair"(%w) : (vector<128xi16>) -> (vector<128xi16>, vector<128xi16>)
  %z = ave.hir.vector.layout_cast %u#1 : vector<128xi16> -> vector<128xi16>
  "ave.hir.masked_store"(%out16, %c0, %m, %u#0) : (memref<128xi16>, index, vector<64xi1>, vector<128xi16>) -> ()
  return
}
