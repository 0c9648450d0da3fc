# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_vector_load_on_an_odd_split_axis_left_right.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_vector_load_on_an_odd_split_axis_left_right: its Before, whose lowering is compared with its Expected (lavs_vector_load_on_an_odd_split_axis_left_right.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.LEFT_RIGHT})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[32, 15], pl.FP32],
        out_0: pl.Out[pl.Tensor[[32, 15], pl.FP32]],
    ) -> pl.Tensor[[32, 15], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        prev = pl.tile.load(data, [0, 0], [32, 15], target_memory=pl.Mem.Vec)
        out_store = pl.tile.store(prev, [0, 0], out_0)
        return out_store
