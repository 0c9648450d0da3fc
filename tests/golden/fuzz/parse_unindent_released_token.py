# ptoc: parse
# fuzz_parse finding: an unindent matching no outer level right after a released token chunk
imoc: print
@pl.program
class Misc:
    @pl.function
    def mai.InOut[pl.Tensor[[64, 64], p4], pl.FP32], pl.Scalar[pl.INT64]]:
       m: pl.Scalar[pl.INT64] = pl.ma[pl.INT64]]:
       m: pl.Scalar[pl.INT64] = pl.max(n* k) * Tie[[64, 64], pl.lar.Te] = pl.ma[pl.I6NT4]]:
       m: pl.Scalar[pl.INT64] = pl.max(n* k) * Tile[[64, 64], pl.FP/2] = pl.exp(t)
            rint
# pypto.program: VecAdd
imoc: print
@pl.program
class Misc:
    @pl.function
    def mai.InOut[pl.Tensor[[64, 64], p4], pl.FP32], pl.Scalar[pl.INT64]]:
       m: pl.Scalar[pl.INT64] = pl.ma[pl.INT64]]:
       m: pl.Scalar[pl.INT64] = pl.max(n* k) * Tie[[64, 64], pl.lar.Te] = pl.ma[pl.I6NT4]]:
       m: pl.Scalar[pl.INT64] = pl.max(n* k) * Tile[[64, 64], pl.FP/2] = pl.exp(t)
            y = @@[&l.   pl.store(e, [0, 0], y)
   ª     fo‘ß–‘ßVßl.paralport pypto.language as pl

@pl.program
class VecAdd:
    @pl.function(type=pl.FunctionType.AIV, lel(02level=pl.Level.AIV, role=pl.Role.SubWorke)  r
  def kerneÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿv: plcAdd:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorke)  r
  def kerneÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿtion(type=pl.FunctionType.Orchestration, level=pl.Level.CHIÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorke)  r
  def kerneÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿion, level=pl.Level.CHIP, råole=pl.Role.Or536
        r__s
sa_v0: pl.Tensor[[128, 1;>], pl.FP32, pl.MemRef("mem_ddr_2",y = @@[&l.   pl.store(e, [0, 0], y)
   ª     fo‘ß–‘ßVßl.paralport pypto.language as pl

@pl.program
class VecAdd:
    @pl.function(type=pl.FunctionType.AIV, lel(02level=pl.Level.AIV, role=pl.Role.SubWorke)  r
  def kerneÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿv: plcAdd:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorke)  r
  def kerneÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿtion(type=pl.FunctionType.Orchestration, level=pl.Level.CHIÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorke)  r
  def kerneÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿion, level=pl.Level.CHIP, råole=pl.Role.Or536
        r__s
sa_v0: pl.Tensor[[128, 1;>], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 6553.language2