# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_auto_c2v_boundary_localizes_a_ragged_split_axis.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_auto_c2v_boundary_localizes_a_ragged_split_axis: its Before, whose lowering is compared with its Expected (lavs_auto_c2v_boundary_localizes_a_ragged_split_axis.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        qk: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[127, 128])],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        popped = pl.tile.move(qk, target_memory=pl.Mem.Vec)
        out_store = pl.tile.store(popped, [0, 0], out_0)
        return out_store
