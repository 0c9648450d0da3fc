# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_rebalance_is_declined_when_a_value_is_split_independently.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_rebalance_is_declined_when_a_value_is_split_independently: its Before, whose lowering is compared with its Expected (lavs_rebalance_is_declined_when_a_value_is_split_independently.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        qk: pl.Tile[[16, 128], pl.FP32, pl.Mem.Mat, pl.TileView(valid_shape=[13, 128])],
        data: pl.Tensor[[16, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        popped = pl.tile.move(qk, target_memory=pl.Mem.Vec)  # noqa: F841
        prev = pl.tile.load(data, [0, 0], [16, 128], target_memory=pl.Mem.Vec)
        out_store = pl.tile.store(prev, [0, 0], out_0)
        return out_store
