# tests/ut/ir/transforms/test_auto_tile_vector.py::test_ragged_streaming_ir_is_exact (hand-written)
import pypto.language as pl


@pl.program
class RaggedPointwiseProgram:
    @pl.function
    def ragged(
        self,
        x__ssa_v0: pl.Tensor[[130, 66], pl.FP32],
        out__ssa_v0_out: pl.Out[pl.Tensor[[130, 66], pl.FP32]],
    ) -> pl.Tensor[[130, 66], pl.FP32]:
        for __auto_tile_region0 in pl.spmd(4, name_hint="ragged_spmd"):
            for __auto_tile_strip1, (__auto_tile_out_it2,) in pl.pipeline(
                2, stage=2, init_values=(out__ssa_v0_out,)
            ):
                __auto_tile_in3: pl.Tensor[
                    [33, 40],
                    pl.FP32,
                    pl.TensorView(valid_shape=[33, 33], stride=[], layout=pl.TensorLayout.ND),
                ] = pl.tensor.slice(
                    x__ssa_v0,
                    [33, 40],
                    [
                        __auto_tile_region0 // 2 * 65 + pl.min(__auto_tile_strip1 * 33, 32),
                        __auto_tile_region0 % 2 * 33 + 0,
                    ],
                    [33, 33],
                )
                __auto_tile_v4: pl.Tensor[
                    [33, 40],
                    pl.FP32,
                    pl.TensorView(valid_shape=[33, 33], stride=[], layout=pl.TensorLayout.ND),
                ] = pl.tensor.abs(__auto_tile_in3)
                __auto_tile_v5: pl.Tensor[[33, 40], pl.FP32] = pl.tensor.add(
                    __auto_tile_v4, __auto_tile_in3
                )
                __auto_tile_valid6: pl.Tensor[
                    [33, 40],
                    pl.FP32,
                    pl.TensorView(valid_shape=[33, 33], stride=[], layout=pl.TensorLayout.ND),
                ] = pl.tensor.set_validshape(__auto_tile_v5, 33, 33)
                __auto_tile_out_next7: pl.Tensor[[130, 66], pl.FP32] = pl.tensor.assemble(
                    __auto_tile_out_it2,
                    __auto_tile_valid6,
                    [
                        __auto_tile_region0 // 2 * 65 + pl.min(__auto_tile_strip1 * 33, 32),
                        __auto_tile_region0 % 2 * 33 + 0,
                    ],
                )
                out__ssa_v0: pl.Tensor[[130, 66], pl.FP32] = pl.yield_(__auto_tile_out_next7)
        return out__ssa_v0
