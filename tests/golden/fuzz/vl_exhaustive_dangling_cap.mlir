// ptoc: vlayout --report --solver=exhaustive
// Fuzz regression (fuzz_vlayout, timeout): 14 consumer-less i8 loads have
// 3^14 initial candidates; the exhaustive search refuses a space larger than
// its cap before building it (it used to fill memory for seconds first).
func.func @dangling(%x: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %v0 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v1 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v2 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v3 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v4 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v5 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v6 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v7 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v8 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v9 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v10 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v11 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v12 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  %v13 = ave.hir.vload <NORM> %x[%c0] : memref<256xi8> into vector<256xi8>
  return
}
