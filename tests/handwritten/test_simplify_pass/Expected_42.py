# tests/ut/ir/transforms/test_simplify_pass.py::TestSpmdScopeCoreNum::test_spmd_core_num_floordiv_folds (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        x_tile: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        out: pl.Tensor[[64], pl.FP32] = pl.store(x_tile, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.spmd(pl.const(4, pl.INDEX)):
            out = self.kernel(x, out)
        return out
