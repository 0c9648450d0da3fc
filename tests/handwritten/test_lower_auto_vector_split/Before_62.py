# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_pure_vector_split_is_left_untouched (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def pure_vec(
        data: pl.Tensor[[128, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        t = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        out_store = pl.tile.store(t, [0, 0], out_0)
        return out_store
