# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_pto_codegen_cross_core MultiPipeSameDirectionCrossCoreProgram: two written V2C
# pipes, ids 0 and 1, each with its own reserved buffer (bases 4096, 8192); every push, pop and free
# names its pipe ({id = N, split = 0}), the frees inheriting the ids of their pops.
import pypto.language as pl


@pl.program
class MultiPipeSameDirectionCrossCoreProgram:
    """Two explicit V2C frontend pipes from Vector to Cube."""

    @pl.function(type=pl.FunctionType.InCore)
    def vector_multi_pipe(
        self,
        a: pl.Tensor[[16, 16], pl.FP16],
        b: pl.Tensor[[16, 16], pl.FP16],
    ):
        v2c_peer_0 = pl.import_peer_buffer(name="v2c_slot_buffer_0", peer_func="cube_multi_pipe")
        v2c_peer_1 = pl.import_peer_buffer(name="v2c_slot_buffer_1", peer_func="cube_multi_pipe")
        pl.aiv_initialize_pipe(
            pl.const(0, pl.INT32),
            v2c_peer_0,
            dir_mask=2,
            slot_size=512,
            id=0,
        )
        pl.aiv_initialize_pipe(
            pl.const(0, pl.INT32),
            v2c_peer_1,
            dir_mask=2,
            slot_size=512,
            id=1,
        )

        tile_a: pl.Tile[[16, 16], pl.FP16] = pl.load(a, [0, 0], [16, 16])
        tile_b: pl.Tile[[16, 16], pl.FP16] = pl.load(b, [0, 0], [16, 16])
        sum_tile: pl.Tile[[16, 16], pl.FP16] = pl.add(tile_a, tile_b)
        diff_tile: pl.Tile[[16, 16], pl.FP16] = pl.sub(tile_a, tile_b)
        pl.tpush_to_aic(sum_tile, split=0, id=0)
        pl.tpush_to_aic(diff_tile, split=0, id=1)

    @pl.function(type=pl.FunctionType.InCore)
    def cube_multi_pipe(self):
        v2c_buf_0 = pl.reserve_buffer(name="v2c_slot_buffer_0", size=4096, base=0x1000)
        v2c_buf_1 = pl.reserve_buffer(name="v2c_slot_buffer_1", size=4096, base=0x2000)
        pl.aic_initialize_pipe(
            pl.const(0, pl.INT32),
            v2c_buf_0,
            dir_mask=2,
            slot_size=512,
            id=0,
        )
        pl.aic_initialize_pipe(
            pl.const(0, pl.INT32),
            v2c_buf_1,
            dir_mask=2,
            slot_size=512,
            id=1,
        )

        sum_tile: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=0, id=0)
        diff_tile: pl.Tile[[16, 16], pl.FP16, pl.MemorySpace.Mat] = pl.tpop_from_aiv(split=0, id=1)
        sum_left = pl.move(sum_tile, target_memory=pl.Mem.Left)
        diff_right = pl.move(diff_tile, target_memory=pl.Mem.Right)
        _ = pl.matmul(sum_left, diff_right)
        pl.tfree_to_aiv(sum_tile)
        pl.tfree_to_aiv(diff_tile)
