# examples/operators/normalization.py::<module> (hand-written)
import pypto.language as pl


@pl.program
class RMSNormProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_rms_norm(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        gamma: pl.Tensor[[1, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        tile_x = pl.load(x, [0, 0], [32, 64])
        tile_gamma = pl.load(gamma, [0, 0], [1, 64])

        # [32, 1] tiles are ColMajor; scalar ops (mul/add) need RowMajor.
        # Workaround: reshape [32, 1] -> [1, 32], apply op, reshape back.

        # squared = x * x
        squared = pl.mul(tile_x, tile_x)

        # mean_sq = sum(x^2, dim=-1, keepdim=True) / hidden_size
        tmp = pl.create_tile([32, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec)
        mean_sq: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(squared, tmp)
        mean_sq_T: pl.Tile[[1, 32], pl.FP32] = pl.reshape(mean_sq, [1, 32])
        mean_sq_T = pl.mul(mean_sq_T, 0.015625)  # 1.0 / 64
        mean_sq = pl.reshape(mean_sq_T, [32, 1])

        # rms = sqrt(mean_sq + eps)
        mean_sq_T = pl.reshape(mean_sq, [1, 32])
        rms_T = pl.add(mean_sq_T, 1e-5)
        rms_T = pl.sqrt(rms_T)
        rms = pl.reshape(rms_T, [32, 1])

        # normalized = x / rms (broadcast rms across hidden dim)
        normalized = pl.row_expand_div(tile_x, rms)

        # result = normalized * gamma (broadcast gamma across batch)
        result = pl.col_expand_mul(normalized, tile_gamma)

        out = pl.store(result, [0, 0], output)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def rms_norm_orch(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        gamma: pl.Tensor[[1, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        output = self.kernel_rms_norm(x, gamma, output)
        return output
