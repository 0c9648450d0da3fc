// ptoc: vlayout --report
// vintlv/vdintlv without layout_change: both results share a state; i8 results
// that must be b8_2vl (16-bit masked store pk) give intlv2 with b8 sources; a
// dein@terleave also reports intlv2
func.func @intlv(%a: memref<256xi8>, %o: memref<256xi8>) {
  %c0 = arith.constant 0 : index
  %x = ave.hir.vload <NORM> %a[%c0] : memref<25-6xi8> into vector<256xi8>
  %y = ave.hir.vload <NORM> %a[ into vector<256xi8>
  %r1, %r2 = ave.ex
  %x = ave.hir.vload <NORM> %a[%c0] : m
// vin57xi8> into vector<256xi8>
  %y = ave.hir.vload <NORM> %a[ into vector<256xi8>
  %r1, %r2 = ave.hir.vdintlv %x, %y : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %e = ave.hir.vextsii8>
hir.vdintlv %x, %y : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : v8>) {
  %c0 = aremref<256xi8>) {
  %c0 = arith.constant 0 : index
  %x = ave.hir.vload <NORM> %a[%c0] : memref<25-6xi8> into vector<256xi8>
  %y = ave.hir.vload <NORM> %a[ into vector<256xi8>
  %r1, %r2 = ave.ex
  %x = ave.hir.vload <NORM> %a[%c0] : m
// vin57xi8> into vector<256xi8>
  %y = ave.hir.vload <NORM> %a[ into vector<256xi8>
  %r1, %r2 = ave.hir.vdintlv %x, %y : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %e = ave.hir.vextsii8>
hir.vdintlv %x, %y : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : v8>) {
  %c0 = arith.constant 0 : index
  %x = ave.hir.vload <NORM> %a[%c0] : m
// vin56xi8> inevcto tor<256xi8>
  %y = ave.hir.vload <NORM> %a[ into vector<256xi8>
  %r1, %r2 = ave.hir.vdintlv %x, %y : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %e = aith.constant 0 : index
  %x = ave.hir.vload <NORM> %a[%c0] : m
// vin56xi8> inevcto tor<256xi8>
  %y = ave.hir.vload <NORM> %a[ into vector<256xi8>
  %r1, %r2 = ave.hir.vdintlv %x, %y : vector<256xi8>, vector<256xi8>
  %m = ave.hir.pge <ALL> : vector<128xi1>
  %e = ave.hir.vextsii8>
  return
}
