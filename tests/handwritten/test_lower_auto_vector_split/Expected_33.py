# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_auto_path_scope_bodied_pure_vector_still_passes_through (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def pure_vec(
        self,
        data: pl.Tensor[[128, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            t = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
            out_store = pl.tile.store(t, [0, 0], out_0)
        return out_store
