# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_store_offset_at_nonzero_base_localizes_additively.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_store_offset_at_nonzero_base_localizes_additively: its Before, whose lowering is compared with its Expected (lavs_store_offset_at_nonzero_base_localizes_additively.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        out_0: pl.Out[pl.Tensor[[256, 128], pl.FP32]],
    ) -> pl.Tensor[[256, 128], pl.FP32]:
        popped = pl.tile.move(qk, target_memory=pl.Mem.Vec)
        y = pl.tile.add(popped, popped)
        out_store = pl.tile.store(y, [16, 0], out_0)
        return out_store
