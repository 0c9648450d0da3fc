# tests/ut/codegen/test_cache_policy_codegen.py::test_l2_hints_stay_with_transfers_in_control_flow (hand-written)
import pypto.language as pl


@pl.program
class HintedControlFlow:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 32], pl.FP32]],
        flag: pl.Scalar[pl.INT32],
    ) -> pl.Tensor[[64, 32], pl.FP32]:
        for i, (out_iter,) in pl.range(2, init_values=(out,)):
            offset = i * 32
            if flag == 0:
                tile = pl.load(x, [offset, 0], [32, 32], l2_hint=pl.LoadL2Hint.NormalLastVictim)
            else:
                tile = pl.load(x, [offset, 0], [32, 32])
            updated = pl.store(tile, [offset, 0], out_iter, l2_hint=pl.StoreL2Hint.NotAllocClean)
            result = pl.yield_(updated)
        return result
