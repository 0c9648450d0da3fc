# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_reshape_of_already_split_input_halves_shape_arg.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_reshape_of_already_split_input_halves_shape_arg: its Before, whose lowering is compared with its Expected (lavs_reshape_of_already_split_input_halves_shape_arg.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[256, 1], pl.FP32]],
    ) -> pl.Tensor[[256, 1], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        prev = pl.tile.load(data, [0, 0], [16, 16], target_memory=pl.Mem.Vec)
        flat = pl.tile.reshape(prev, [256, 1])
        out_store = pl.tile.store(flat, [0, 0], out_0)
        return out_store
