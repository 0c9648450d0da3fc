# ptoc: opt --backend 950 --passes=lower_auto_vector_split
# tests/ut/ir/transforms/test_lower_auto_vector_split.py::test_loop_backedge_yielding_a_full_width_value_is_rejected: its Before, which the reference rejects
@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, attrs={"split": pl.SplitMode.UP_DOWN})
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[128, 128], pl.FP32],
        full: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec],
        out_0: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        seed_vec = pl.tile.move(cube_seed, target_memory=pl.Mem.Vec)  # noqa: F841
        accum = pl.tile.load(data, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        for i, (acc_it,) in pl.range(2, init_values=(accum,)):  # noqa: B007
            acc_loop = pl.yield_(full)
        out_store = pl.tile.store(acc_loop, [0, 0], out_0)
        return out_store
