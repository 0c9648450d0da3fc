# tests/ut/ir/transforms/test_auto_tile_vector.py::test_folded_reduction_init_rolled_tail_ir_is_exact (hand-written)
import pypto.language as pl


@pl.program
class RaggedRowReductionProgram:
    @pl.function
    def reduce(
        self,
        x__ssa_v0: pl.Tensor[[4, 4100], pl.FP32],
        out__ssa_v0_out: pl.Out[pl.Tensor[[4, 1], pl.FP32]],
    ) -> pl.Tensor[[4, 1], pl.FP32]:
        for __auto_tile_region0 in pl.spmd(4, name_hint="reduce_spmd"):
            __auto_tile_in1: pl.Tensor[
                [8, 1264],
                pl.FP32,
                pl.TensorView(valid_shape=[1, 1264], stride=[], layout=pl.TensorLayout.ND),
            ] = pl.tensor.slice(
                x__ssa_v0, [8, 1264], [__auto_tile_region0 // 1 * 1, 0], [1, 1264]
            )
            __auto_tile_v2: pl.Tensor[
                [8, 1],
                pl.FP32,
                pl.TensorView(valid_shape=[1, 1], stride=[], layout=pl.TensorLayout.ND),
            ] = pl.tensor.row_sum(__auto_tile_in1)
            for __auto_tile_chunk3, (__auto_tile_acc_it4,) in pl.pipeline(
                1, 3, stage=2, init_values=(__auto_tile_v2,)
            ):
                __auto_tile_in5: pl.Tensor[
                    [8, 1264],
                    pl.FP32,
                    pl.TensorView(valid_shape=[1, 1264], stride=[], layout=pl.TensorLayout.ND),
                ] = pl.tensor.slice(
                    x__ssa_v0,
                    [8, 1264],
                    [__auto_tile_region0 // 1 * 1, __auto_tile_chunk3 * 1264],
                    [1, 1264],
                )
                __auto_tile_v6: pl.Tensor[
                    [8, 1],
                    pl.FP32,
                    pl.TensorView(valid_shape=[1, 1], stride=[], layout=pl.TensorLayout.ND),
                ] = pl.tensor.row_sum(__auto_tile_in5)
                __auto_tile_acc_next7: pl.Tensor[[8, 1], pl.FP32] = pl.tensor.add(
                    __auto_tile_acc_it4, __auto_tile_v6
                )
                __auto_tile_valid8: pl.Tensor[
                    [8, 1],
                    pl.FP32,
                    pl.TensorView(valid_shape=[1, 1], stride=[], layout=pl.TensorLayout.ND),
                ] = pl.tensor.set_validshape(__auto_tile_acc_next7, 1, 1)
                __auto_tile_acc9: pl.Tensor[
                    [8, 1],
                    pl.FP32,
                    pl.TensorView(valid_shape=[1, 1], stride=[], layout=pl.TensorLayout.ND),
                ] = pl.yield_(__auto_tile_valid8)
            __auto_tile_in10: pl.Tensor[
                [8, 312],
                pl.FP32,
                pl.TensorView(valid_shape=[1, 308], stride=[], layout=pl.TensorLayout.ND),
            ] = pl.tensor.slice(
                x__ssa_v0, [8, 312], [__auto_tile_region0 // 1 * 1, 3792], [1, 308]
            )
            __auto_tile_v11: pl.Tensor[
                [8, 1],
                pl.FP32,
                pl.TensorView(valid_shape=[1, 1], stride=[], layout=pl.TensorLayout.ND),
            ] = pl.tensor.row_sum(__auto_tile_in10)
            __auto_tile_acc_tail12: pl.Tensor[[8, 1], pl.FP32] = pl.tensor.add(
                __auto_tile_acc9, __auto_tile_v11
            )
            __auto_tile_valid13: pl.Tensor[
                [8, 1],
                pl.FP32,
                pl.TensorView(valid_shape=[1, 1], stride=[], layout=pl.TensorLayout.ND),
            ] = pl.tensor.set_validshape(__auto_tile_acc_tail12, 1, 1)
            out__ssa_v0: pl.Tensor[[4, 1], pl.FP32] = pl.tensor.assemble(
                out__ssa_v0_out, __auto_tile_valid13, [__auto_tile_region0 // 1 * 1, 0]
            )
        return out__ssa_v0
