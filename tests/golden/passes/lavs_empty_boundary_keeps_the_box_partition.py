# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_empty_boundary_keeps_the_box_partition.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_empty_boundary_keeps_the_box_partition: its Before, whose lowering is compared with its Expected (lavs_empty_boundary_keeps_the_box_partition.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        qk: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[0, 128])],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        popped = pl.tile.move(qk, target_memory=pl.Mem.Vec)
        out_store = pl.tile.store(popped, [0, 0], out_0)
        return out_store
