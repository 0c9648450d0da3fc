@pl.program
class Expected:
    @pl.function(
        type=pl.FunctionType.InCore,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def split_auto(
        cube_seed: pl.Tile[[128, 128], pl.FP32, pl.Mem.Mat],
        data: pl.Tensor[[16, 16], pl.FP32],
        out_0: pl.Out[pl.Tensor[[16, 32], pl.INT16]],
    ) -> pl.Tensor[[16, 32], pl.INT16]:
        subblock_idx = pl.tile.get_subblock_idx()
        seed_vec = pl.tile.aiv_shard(cube_seed, split=1)  # noqa: F841
        prev = pl.tile.load(data, [0 + subblock_idx * 8, 0], [8, 16], target_memory=pl.Mem.Vec)
        bits = pl.tile.reinterpret_view(prev, dtype=pl.INT16, shape=[8, 32])
        out_store = pl.tile.store(bits, [0 + subblock_idx * 8, 0], out_0)
        return out_store
