# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_auto_path_scope_bodied_mixed_is_rejected: its Before, which the reference rejects
@pl.program
class Scoped:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        self,
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            popped = pl.tile.move(qk, target_memory=pl.Mem.Vec)
            y = pl.tile.add(popped, popped)
            out_store = pl.tile.store(y, [0, 0], out_0)
        return out_store
