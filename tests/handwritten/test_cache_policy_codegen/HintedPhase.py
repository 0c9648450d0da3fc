# tests/ut/codegen/test_cache_policy_codegen.py::test_store_l2_hint_preserves_phase_with_stock_ptoas (hand-written)
import pypto.language as pl


@pl.program
class HintedPhase:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[1, 128], pl.FP32],
        y: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        lhs = pl.load(x, [0, 0], [1, 128], target_memory=pl.Mem.Mat)
        rhs = pl.load(y, [0, 0], [128, 64], target_memory=pl.Mem.Mat)
        acc = pl.tile.gemv(lhs, rhs, acc_phase=pl.AccPhase.Final)
        return pl.store(
            acc, [0, 0], out, st_phase=pl.STPhase.Final, l2_hint=pl.StoreL2Hint.NormalPersistent
        )
