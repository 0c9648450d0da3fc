# tests/ut/codegen/test_fp4_pack_codegen.py::test_fp4_cacheinvalid_expands_partition_last_axis (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP4],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP4]],
    ) -> pl.Tensor[[16, 64], pl.FP4]:
        updated: pl.Tensor[[16, 64], pl.FP4] = pl.store(pl.load(x, [0, 0], [16, 64]), [0, 0], out)
        pl.system.cacheinvalid(updated, [16, 32], [0, 0])
        return updated
