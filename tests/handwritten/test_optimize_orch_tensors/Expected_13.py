# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestOutWindowExternalizer::test_multi_out_final_store_rewrites_both_outputs (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def kv_stripe(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        row_offset: pl.Scalar[pl.INDEX],
        k_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
        v_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        k_next = pl.tile.store(tile, [row_offset, 0], k_out)
        v_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile, tile)
        v_next = pl.tile.store(v_tile, [row_offset, 0], v_out)
        return k_next, v_next

    @pl.function(type=pl.FunctionType.InCore)
    def kv_stripe__windowed(
        self,
        data: pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)],
        row_offset: pl.Scalar[pl.INDEX],
        k_out: pl.Out[
            pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]
        ],
        v_out: pl.Out[
            pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]
        ],
    ) -> tuple[
        pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)],
        pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)],
    ]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(
            data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec, transpose=False
        )
        k_next: pl.Tensor[
            [64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)
        ] = pl.tile.store(tile, [0, 0], k_out)
        v_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile, tile)
        v_next: pl.Tensor[
            [64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)
        ] = pl.tile.store(v_tile, [0, 0], v_out)
        return k_next, v_next

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        data: pl.Tensor[[256, 64], pl.FP32],
        k_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
        v_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        data__window = pl.tensor.slice(data, [64, 64], [64, 0])
        k_out__window = pl.tensor.slice(k_out, [64, 64], [64, 0])
        v_out__window = pl.tensor.slice(v_out, [64, 64], [64, 0])
        result__windowed: pl.Tuple[
            pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)],
            pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)],
        ] = self.kv_stripe__windowed(data__window, 64, k_out__window, v_out__window)
        result__windowed_0: pl.Tensor[
            [64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)
        ] = result__windowed[0]
        result__assembled_0 = pl.tensor.assemble(k_out, result__windowed_0, [64, 0])
        result__windowed_1: pl.Tensor[
            [64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)
        ] = result__windowed[1]
        result__assembled_1 = pl.tensor.assemble(v_out, result__windowed_1, [64, 0])
        result: pl.Tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]] = [
            result__assembled_0,
            result__assembled_1,
        ]
        return result
