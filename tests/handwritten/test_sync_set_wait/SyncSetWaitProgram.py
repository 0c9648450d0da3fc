# tests/st/runtime/cross_core/test_sync_set_wait.py::<module> (hand-written)
import pypto.language as pl

ROWS = 5
LANE0_ROWS = 2
LANE1_ROWS = ROWS - LANE0_ROWS
K = 16
N = 16
CUBE_PHYSICAL_ROWS = 16
V2C_EVENT_ID = 4
FFTS_WORKSPACE_ELEMENTS = 256


@pl.program
class SyncSetWaitProgram:
    """Uneven 2/3-row AIV split followed by one AIC consumer."""

    @pl.function(
        type=pl.FunctionType.AIV,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def vector_producer(
        self,
        a: pl.Tensor[[ROWS, K], pl.FP32],
        b: pl.Tensor[[ROWS, K], pl.FP32],
        weight: pl.Tensor[[K, N], pl.FP32],
        transfer: pl.InOut[pl.Tensor[[CUBE_PHYSICAL_ROWS, K], pl.FP32]],
        ffts_workspace: pl.Tensor[[FFTS_WORKSPACE_ELEMENTS], pl.INT64],
        output: pl.Out[pl.Tensor[[CUBE_PHYSICAL_ROWS, N], pl.FP32]],
    ):
        pl.system.set_ffts(ffts_workspace)
        lane: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        if lane == 0:
            a_lane0: pl.Tile[[LANE0_ROWS, K], pl.FP32, pl.Mem.Vec] = pl.load(a, [0, 0], [LANE0_ROWS, K])
            b_lane0: pl.Tile[[LANE0_ROWS, K], pl.FP32, pl.Mem.Vec] = pl.load(b, [0, 0], [LANE0_ROWS, K])
            sum_lane0: pl.Tile[[LANE0_ROWS, K], pl.FP32, pl.Mem.Vec] = pl.add(a_lane0, b_lane0)
            pl.store(sum_lane0, [0, 0], transfer)
        else:
            a_lane1: pl.Tile[[LANE1_ROWS, K], pl.FP32, pl.Mem.Vec] = pl.load(
                a, [LANE0_ROWS, 0], [LANE1_ROWS, K]
            )
            b_lane1: pl.Tile[[LANE1_ROWS, K], pl.FP32, pl.Mem.Vec] = pl.load(
                b, [LANE0_ROWS, 0], [LANE1_ROWS, K]
            )
            sum_lane1: pl.Tile[[LANE1_ROWS, K], pl.FP32, pl.Mem.Vec] = pl.add(a_lane1, b_lane1)
            pl.store(sum_lane1, [LANE0_ROWS, 0], transfer)

        # Mode 2 is a V-to-C reduction: AIC unblocks only after both AIV lanes
        # have signalled this event, so the complete five-row GM tensor is ready.
        pl.system.sync_set(V2C_EVENT_ID, pipe=pl.PipeType.MTE3)

    @pl.function(
        type=pl.FunctionType.AIC,
        attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True},
    )
    def cube_consumer(
        self,
        a: pl.Tensor[[ROWS, K], pl.FP32],
        b: pl.Tensor[[ROWS, K], pl.FP32],
        weight: pl.Tensor[[K, N], pl.FP32],
        transfer: pl.Tensor[[CUBE_PHYSICAL_ROWS, K], pl.FP32],
        ffts_workspace: pl.Tensor[[FFTS_WORKSPACE_ELEMENTS], pl.INT64],
        output: pl.Out[pl.Tensor[[CUBE_PHYSICAL_ROWS, N], pl.FP32]],
    ) -> pl.Tensor[[CUBE_PHYSICAL_ROWS, N], pl.FP32]:
        pl.system.set_ffts(ffts_workspace)
        pl.system.sync_wait(V2C_EVENT_ID, pipe=pl.PipeType.MTE2)
        transfer_mat: pl.Tile[
            [CUBE_PHYSICAL_ROWS, K],
            pl.FP32,
            pl.Mem.Mat,
            pl.TileView(valid_shape=[ROWS, K]),
        ] = pl.load(
            transfer,
            [0, 0],
            [CUBE_PHYSICAL_ROWS, K],
            valid_shapes=[ROWS, K],
            target_memory=pl.Mem.Mat,
        )
        weight_mat: pl.Tile[[K, N], pl.FP32, pl.Mem.Mat] = pl.load(
            weight,
            [0, 0],
            [K, N],
            target_memory=pl.Mem.Mat,
        )
        transfer_left = pl.move(transfer_mat, target_memory=pl.Mem.Left)
        weight_right = pl.move(weight_mat, target_memory=pl.Mem.Right)
        result: pl.Tile[
            [CUBE_PHYSICAL_ROWS, N],
            pl.FP32,
            pl.Mem.Acc,
            pl.TileView(valid_shape=[ROWS, N]),
        ] = pl.matmul(transfer_left, weight_right)
        return pl.store(result, [0, 0], output)

    @pl.function(type=pl.FunctionType.Group, attrs={"split": pl.SplitMode.UP_DOWN})
    def group_func(
        self,
        a: pl.Tensor[[ROWS, K], pl.FP32],
        b: pl.Tensor[[ROWS, K], pl.FP32],
        weight: pl.Tensor[[K, N], pl.FP32],
        transfer: pl.InOut[pl.Tensor[[CUBE_PHYSICAL_ROWS, K], pl.FP32]],
        ffts_workspace: pl.Tensor[[FFTS_WORKSPACE_ELEMENTS], pl.INT64],
        output: pl.Out[pl.Tensor[[CUBE_PHYSICAL_ROWS, N], pl.FP32]],
    ) -> pl.Tensor[[CUBE_PHYSICAL_ROWS, N], pl.FP32]:
        result = self.cube_consumer(a, b, weight, transfer, ffts_workspace, output)
        self.vector_producer(a, b, weight, transfer, ffts_workspace, output)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[ROWS, K], pl.FP32],
        b: pl.Tensor[[ROWS, K], pl.FP32],
        weight: pl.Tensor[[K, N], pl.FP32],
        transfer: pl.InOut[pl.Tensor[[CUBE_PHYSICAL_ROWS, K], pl.FP32]],
        ffts_workspace: pl.Tensor[[FFTS_WORKSPACE_ELEMENTS], pl.INT64],
        output: pl.Out[pl.Tensor[[CUBE_PHYSICAL_ROWS, N], pl.FP32]],
    ) -> pl.Tensor[[CUBE_PHYSICAL_ROWS, N], pl.FP32]:
        return self.group_func(a, b, weight, transfer, ffts_workspace, output)
