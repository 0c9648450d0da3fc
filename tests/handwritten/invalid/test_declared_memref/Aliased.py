# tests/ut/ir/transforms/test_declared_memref.py::TestRejects::test_rejects_reaching_one_declaration_through_two_names (rejected by the reference parser)
import pypto.language as pl


ping = pl.MemRef()
alias = ping


@pl.program
class Aliased:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32],
             out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t0: pl.Tile[[64, 64], pl.FP32, ping, pl.Mem.Vec] = pl.load(a, [0, 0], [64, 64])
        t1: pl.Tile[[64, 64], pl.FP32, alias, pl.Mem.Vec] = pl.exp(t0)
        return pl.store(t1, [0, 0], out)
