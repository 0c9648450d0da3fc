# tests/ut/codegen/test_cache_policy_codegen.py::test_store_l2_hint_preserves_epilogue_with_stock_ptoas (hand-written)
import pypto.language as pl

with_relu = True


@pl.program
class HintedWriteback:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 64], pl.INT8],
        y: pl.Tensor[[32, 64], pl.INT8],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP16]],
    ) -> pl.Tensor[[16, 32], pl.FP16]:
        lhs = pl.load(x, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        rhs = pl.load(y, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        acc = pl.tile.matmul(
            pl.tile.move(lhs, target_memory=pl.Mem.Left),
            pl.tile.move(pl.tile.transpose_view(rhs), target_memory=pl.Mem.Right),
        )
        return pl.store(
            acc,
            [0, 0],
            out,
            atomic=pl.AtomicType.Add,
            pre_quant=1.0 / 1024,
            pre_relu=with_relu,
            l2_hint=pl.StoreL2Hint.NormalPersistent,
        )
