# ptoc: opt --backend 950 --passes=lower_auto_vector_split --expect {dir}/lavs_loop_iter_arg_keeps_split_tracking.expected.py
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_loop_iter_arg_keeps_split_tracking: its Before, whose lowering is compared with its Expected (lavs_loop_iter_arg_keeps_split_tracking.expected.py)
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[128, 128], pl.FP32],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        accum = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        for i, (out_it,) in pl.range(2, init_values=(out_0,)):  # noqa: B007
            out_it_next = pl.tile.store(accum, [0, 0], out_it)
            out_loop = pl.yield_(out_it_next)
        return out_loop
